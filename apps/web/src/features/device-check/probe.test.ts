import { describe, expect, it } from 'vitest';
import { readStats } from './probe';

type Stat = Record<string, unknown> & { id: string; type: string };
const report = (stats: Stat[]) => new Map(stats.map((s) => [s.id, s]));

const candidates: Stat[] = [
  { id: 'L-host', type: 'local-candidate', candidateType: 'host' },
  { id: 'L-relay', type: 'local-candidate', candidateType: 'relay' },
  { id: 'R-host', type: 'remote-candidate', candidateType: 'host' },
  { id: 'in', type: 'inbound-rtp', kind: 'video', packetsReceived: 40, framesDecoded: 12 },
];

describe('the path the probe took, from getStats', () => {
  it('follows the transport to its selected pair: a relay candidate on our side means TURN', () => {
    const stats = report([
      ...candidates,
      { id: 'P1', type: 'candidate-pair', localCandidateId: 'L-host', remoteCandidateId: 'R-host', state: 'failed' },
      { id: 'P2', type: 'candidate-pair', localCandidateId: 'L-relay', remoteCandidateId: 'R-host', state: 'succeeded', nominated: true },
      { id: 'T', type: 'transport', selectedCandidatePairId: 'P2' },
    ]);
    expect(readStats(stats)).toEqual({ path: 'relay', localCandidateType: 'relay', remoteCandidateType: 'host', packetsReceived: 40, framesDecoded: 12 });
  });

  it('is direct over host candidates; takes the `selected` pair where the browser has no transport stats (Firefox)', () => {
    const stats = report([
      ...candidates,
      { id: 'P1', type: 'candidate-pair', localCandidateId: 'L-relay', remoteCandidateId: 'R-host', state: 'succeeded' },
      { id: 'P2', type: 'candidate-pair', localCandidateId: 'L-host', remoteCandidateId: 'R-host', state: 'succeeded', selected: true },
    ]);
    expect(readStats(stats)?.path).toBe('direct');
  });

  it('knows nothing before a pair is chosen', () => {
    expect(readStats(report([...candidates, { id: 'P1', type: 'candidate-pair', localCandidateId: 'L-host', remoteCandidateId: 'R-host', state: 'in-progress' }]))).toBeNull();
  });
});
