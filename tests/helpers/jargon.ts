/** The YAML parser's and zod's own wording, which no message may show a marketer. */
export const JARGON =
  /received|Implicit (map )?keys|flow-(map|seq)|map-value-ind|block-(seq|scalar)|at node end|Nested mappings|compact mapping|scalar|YAML stream|Unexpected [a-z-]+ token|Invalid (input|option|string|URL|email)|Too (small|big)|Unrecognized key|expected (string|number|boolean|array|object|record|int)\b|[<>]=\d/;
