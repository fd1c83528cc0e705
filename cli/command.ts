import type { CommandSpec } from './args';

/** One command of `landing-engine`: its options and what it does with them; gives the exit code. */
export interface Command {
  spec: CommandSpec;
  run(values: Record<string, string | boolean | undefined>): Promise<number>;
}
