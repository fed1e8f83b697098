import { HStack, IconButton, Link } from '@chakra-ui/react';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';

interface Props {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Optional outside link, e.g. the video on YouTube. */
  href?: string;
  hrefLabel?: string;
}

/** Edit and delete buttons of a table row, labelled with the row's name. */
export function RowActions({ name, onEdit, onDelete, href, hrefLabel }: Props) {
  return (
    <HStack gap="1" justify="flex-end">
      {href && (
        <IconButton asChild variant="ghost" size="sm" aria-label={`${hrefLabel ?? 'Open'} "${name}"`}>
          <Link href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
          </Link>
        </IconButton>
      )}
      <IconButton variant="ghost" size="sm" aria-label={`Edit "${name}"`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </IconButton>
      <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Delete "${name}"`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </IconButton>
    </HStack>
  );
}
