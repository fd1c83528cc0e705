/** All testimonials, oldest first so the carousel order is stable between builds. */
export const TESTIMONIALS_QUERY = `*[_type == "testimonials"] | order(_createdAt asc) {_id, imgurl, name, feedback, company}`;

/** Published deals documents; each holds a details object with column_order and rows. */
export const DEALS_QUERY = `*[_type == "deals" && publish == true] | order(_createdAt asc) {_id, publish, details}`;

/** Request tags (after the configured prefix) so usage reports tell the two reads apart. */
export const QUERY_TAGS = { testimonials: 'testimonials', deals: 'deals' } as const;
