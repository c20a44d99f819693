export interface StageResult {
  name: string;
  ms: number;
  tests: string;
  ok: boolean;
}
export function testCount(output: string): string;
export function duration(ms: number): string;
export function summaryTable(results: StageResult[], wallMs?: number): string;
