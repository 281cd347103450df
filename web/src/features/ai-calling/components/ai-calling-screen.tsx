import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import type { LeadHolding } from '@salesflow/shared/teams/lead-rules';
import { useMemo, useState } from 'react';
import { CallPurposeSelect } from '../../../components/call-purpose-select';
import { PageHeader } from '../../../components/page-header';
import { useRecentCalls } from '../api/get-ai-calls';
import { useCallQueue } from '../api/get-call-queue';
import { useCallUsage } from '../api/get-call-usage';
import { useActiveCall } from '../hooks/use-active-call';
import { useAutoCalling } from '../hooks/use-auto-calling';
import { useResumeLiveCall } from '../hooks/use-resume-live-call';
import { queueTarget } from '../utils/call-labels';
import { realCallBlock } from '../utils/call-usage';
import { AutoRunLine } from './auto-run-line';
import { CallControls } from './call-controls';
import { CallDetailDialog } from './call-detail-dialog';
import { CallQueueCard } from './call-queue-card';
import { CallUsageLine } from './call-usage-line';
import { LiveTranscriptionPanel } from './live-transcription-panel';
import { RecentCallActions } from './recent-call-actions';
import { RecentCallsTable } from './recent-calls-table';

export interface AiCallingScreenProps {
  /**
   * Whether the user may call this lead (shared/src/teams/lead-rules.ts: a member their leads,
   * the ones they added and the unassigned ones); without it, all.
   */
  mayCall?: ((lead: LeadHolding) => boolean) | undefined;
}

/** /app/ai-calling (document 1, "AI Calling screen"). */
export const AiCallingScreen = ({ mayCall = () => true }: AiCallingScreenProps) => {
  const queue = useCallQueue();
  // The server offers a member only their leads; a list read before a lead was handed on too.
  const callable = useMemo(() => queue.data?.filter(mayCall), [queue.data, mayCall]);
  const recent = useRecentCalls();
  const active = useActiveCall();
  const usage = useCallUsage();
  const [viewing, setViewing] = useState<AiCall | null>(null);
  // TRAI's purpose of the real calls started here, one by one or by auto-calling.
  const [purpose, setPurpose] = useState<CallPurpose>('promotional');

  const demoCall = (entry: CallQueueEntry) => void active.startDemo(queueTarget(entry));
  const realCall = (entry: CallQueueEntry) =>
    void active.startRealCall(queueTarget(entry), purpose);
  useResumeLiveCall(recent.data, active);
  const auto = useAutoCalling(callable, {
    busy: active.busy,
    callId: active.call?.callId ?? null,
    startDemo: active.startDemo,
    followRealCall: active.followRealCall,
  });

  return (
    <>
      <PageHeader
        title="AI Calling"
        subtitle="Automated lead calling with real-time transcription and scoring"
      />
      <CallUsageLine usage={usage.data} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <CallQueueCard
          entries={queue.data}
          isPending={queue.isPending}
          error={queue.error}
          busy={active.busy}
          onDemoCall={demoCall}
          onRealCall={realCall}
          mayCall={mayCall}
          realCallBlocked={realCallBlock(usage.data)}
          onAutoCall={() => void auto.begin(purpose)}
          autoCallHint="Calls the queue one lead after another with real AI calls until you stop it (a demo call of the top contact while telephony is not set up)"
          autoRunning={auto.running}
          onStopAutoCall={() => void auto.end()}
          autoPending={auto.starting || auto.stopping}
          autoRunLine={<AutoRunLine run={auto.run} />}
          purposeField={
            <CallPurposeSelect
              id="real-call-purpose"
              label="Purpose of real calls"
              size="small"
              value={purpose}
              onChange={setPurpose}
              disabled={auto.running}
            />
          }
        />
        <Card component="section" aria-label="Live Call Transcription">
          <CardContent>
            <LiveTranscriptionPanel call={active.call} lines={active.lines} />
            <CallControls
              call={active.call}
              seconds={active.seconds}
              confidence={active.confidence}
              ending={active.ending}
              onEnd={() => void active.endCall()}
            />
          </CardContent>
        </Card>
      </Box>
      <Card component="section" aria-label="Recent AI Calls" sx={{ mt: 3 }}>
        <CardHeader
          title="Recent AI Calls"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <RecentCallsTable
            calls={recent.data}
            isPending={recent.isPending}
            error={recent.error}
            renderActions={(call) => <RecentCallActions call={call} onView={setViewing} />}
          />
        </CardContent>
      </Card>
      <CallDetailDialog call={viewing} onClose={() => setViewing(null)} />
    </>
  );
};
