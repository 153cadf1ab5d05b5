import os from 'node:os';

/** The machine's load average over the last minute, as printed beside each figure. */
export const load1 = () => os.loadavg()[0].toFixed(2);

export type Goal = { atLeast: number } | { atMost: number };

/**
 * One benchmark figure with its goal, its ratio to the goal (>= 1 met; the
 * way round that says how far for both kinds of goal) and the load the
 * machine had when it was measured: a figure on a busy shared machine reads
 * differently from one on an idle machine.
 */
export function figureLine(label: string, value: number, unit: string, goal?: Goal, digits = 2): string {
  const shown = `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
  let verdict = '';
  if (goal) {
    const ratio = 'atLeast' in goal ? value / goal.atLeast : goal.atMost / value;
    const bound = 'atLeast' in goal ? `>= ${goal.atLeast}` : `<= ${goal.atMost}`;
    verdict = `goal ${bound}: ratio ${ratio.toFixed(2)} ${ratio >= 1 ? 'met' : 'MISSED'}`;
  }
  return `  ${label.padEnd(58)} ${shown.padStart(12)}  ${verdict.padEnd(34)} load ${load1()}`;
}
