import { useState } from 'react';
import { Badge, Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { Megaphone, Mountain } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { REPORT_CONDITION_LABELS, saDateLabel, saTimeAgo } from '@trailfinder/shared-types/rules';
import { ContentCard } from '../../../components/content-card';
import { useTrailConditions } from '../hooks/use-trail-conditions';
import { STATUS_STYLE, VERDICT_STYLE } from '../verdict-style';
import { ReportConditionForm } from './report-condition-form';

/** "Can I ride it today?": the manager's notice on top, the verdict with its reasons, rider reports and the report form. */
export function ConditionsBlock({ trail }: { trail: Trail }) {
  const { verdict, source, status, reports, outbox, checking } = useTrailConditions(trail);
  const [reporting, setReporting] = useState(false);
  const now = Date.now();
  const style = !checking && verdict.verdict ? VERDICT_STYLE[verdict.verdict] : null;
  return (
    <ContentCard
      title="Trail conditions"
      icon={<Mountain size={22} />}
      aside={
        <Badge
          data-testid="verdict-badge"
          bg={style?.bg ?? 'gray.100'}
          color={style?.color ?? 'gray.700'}
          px="2.5"
          py="0.5"
          borderRadius="full"
        >
          {style ? `Riding: ${style.label}` : checking ? 'Riding: checking' : 'Riding: not known'}
        </Badge>
      }
    >
      <Stack gap="4">
        {status && (
          <Box
            role="note"
            bg={STATUS_STYLE[status.status].bg}
            color={STATUS_STYLE[status.status].color}
            p="3"
            borderRadius="lg"
          >
            <Text fontWeight="semibold">
              Trail manager: {STATUS_STYLE[status.status].label}
              {status.until ? ` until ${saDateLabel(status.until, now)}` : ''}
            </Text>
            {status.notice && <Text>{status.notice}</Text>}
          </Box>
        )}
        {checking ? (
          <Text color="gray.700" role="status">
            Checking the last 72 hours of rain and rider reports...
          </Text>
        ) : (
          <>
            <List.Root ps="5" gap="1" color="gray.800" aria-label="Why">
              {verdict.reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List.Root>
            <Text fontSize="sm" color="gray.600">
              As of {saTimeAgo(Date.parse(verdict.asOf), now)}
              {source === 'device' ? ' (from this device: rain unknown offline)' : ''}
            </Text>
          </>
        )}
        {(outbox.length > 0 || reports.length > 0) && (
          <Stack gap="2" as="section" aria-label="Rider reports">
            <Text fontWeight="semibold" fontSize="sm">
              Rider reports
            </Text>
            <List.Root gap="1.5" listStyleType="none" data-testid="rider-reports">
              {outbox.map((w) => (
                <List.Item key={w.clientId} data-testid="rider-report" color="gray.600">
                  {REPORT_CONDITION_LABELS[w.payload.condition].label}
                  {w.payload.note ? `: ${w.payload.note}` : ''} ·{' '}
                  {w.status === 'failed' ? 'Not sent' : 'Waiting to send'}
                </List.Item>
              ))}
              {reports.slice(0, 10).map((r) => (
                <List.Item key={r.id} data-testid="rider-report">
                  {REPORT_CONDITION_LABELS[r.condition].label}
                  {r.note ? `: ${r.note}` : ''} · {saTimeAgo(Date.parse(r.createdAt), now)}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        {/* Folded by default, so today's weather stays on a phone's first screen. */}
        {reporting ? (
          <ReportConditionForm routeId={trail.id} autoFocus />
        ) : (
          <Button
            variant="outline"
            colorPalette="green"
            alignSelf="start"
            minH="44px"
            onClick={() => setReporting(true)}
          >
            <Megaphone size={16} aria-hidden="true" />
            Report how the trail is today
          </Button>
        )}
      </Stack>
    </ContentCard>
  );
}
