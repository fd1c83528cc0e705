import { formatProblem } from '../../src/config/problem';
import { parseYaml } from '../../src/config/yaml-source';

/** The YAML syntax problems of `text` as validate prints them, for a file named p.yaml. */
export const syntaxProblemsOf = (text: string) => parseYaml('p.yaml', text).syntaxProblems.map(formatProblem);
