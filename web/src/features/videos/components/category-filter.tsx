import { Button, Wrap } from '@chakra-ui/react';
import { VIDEO_CATEGORIES, type VideoCategory } from '@trailfinder/shared-types/rules';

const OPTIONS: { value: VideoCategory | ''; label: string }[] = [
  { value: '', label: 'All Videos' },
  ...Object.entries(VIDEO_CATEGORIES).map(([value, label]) => ({ value: value as VideoCategory, label })),
];

interface Props {
  value: VideoCategory | '';
  onChange: (value: VideoCategory | '') => void;
}

/** All Videos, Trail Reviews, Gear Reviews, How To, Racing, General (toggle buttons). */
export function CategoryFilter({ value, onChange }: Props) {
  return (
    <Wrap role="group" aria-label="Filter videos by category" gap="2">
      {OPTIONS.map((o) => (
        <Button
          key={o.value || 'all'}
          size="sm"
          borderRadius="full"
          variant={value === o.value ? 'solid' : 'outline'}
          bg={value === o.value ? undefined : 'white'}
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Wrap>
  );
}
