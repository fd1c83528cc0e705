import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Folders the bench is done with are moved here and deleted only when it ends. On ext4 a deleted
 * inode is not handed out again for a few minutes, and every new file or folder near it scans past
 * it first (the kernel's recently_deleted(), most of a mkdir's time just after many deletions:
 * docs/decisions/18-prerender-and-the-disk.md). Deleting between runs would bill that scan to
 * whatever the bench measures next.
 */
export function setAside(root: string): { move(folder: string): void; empty(): void } {
  const trash = join(root, '.cache', 'bench-trash');
  return {
    move(folder) {
      if (!existsSync(folder)) return;
      mkdirSync(trash, { recursive: true });
      renameSync(folder, join(trash, `${Date.now()}-${Math.random().toString(36).slice(2)}`));
    },
    empty() {
      rmSync(trash, { recursive: true, force: true });
    },
  };
}
