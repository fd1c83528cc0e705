// The dev server's page loads every block's stylesheet; a build inlines each into the pages that
// hold its block (src/render/assets.ts). Adding a block type adds a file here, edits none.
import.meta.glob('../styles/blocks/*.css', { eager: true });
