/** All testimonials, oldest first so the carousel order is stable between builds. */
export const TESTIMONIALS_QUERY = `*[_type == "testimonials"] | order(_createdAt asc) {_id, imgurl, name, feedback, company, services}`;

/**
 * Published deals documents, each with a details object of column_order and rows. Rows whose
 * publish cell (position 9) is not true or "TRUE" are dropped here, in the query, so they never
 * leave the server: the browser only ever sees rows meant for investors.
 */
export const DEALS_QUERY =
  `*[_type == "deals" && publish == true] | order(_createdAt asc) ` +
  `{_id, publish, "details": details{column_order, "rows": rows[@[9] == true || lower(@[9]) == "true"]}}`;

/** Request tags (after the configured prefix) so usage reports tell the two reads apart. */
export const QUERY_TAGS = { testimonials: 'testimonials', deals: 'deals' } as const;
