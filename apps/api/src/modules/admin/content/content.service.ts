import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { HomeContentBody, Media, MediaFolder, SiteSettingsBody } from '@portal/contracts/admin-content';
import type { HomeContent } from '@portal/contracts/site-settings';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { decodeUpload } from '../../../lib/images.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { AuthContext } from '../../auth/auth.service.js';
import type { GeneralSettings } from '../../site-settings/site-settings.service.js';
import { MAX_UPLOAD_BYTES, sniffImage } from '../../uploads/uploads.service.js';
import * as repo from './content.repository.js';

export type ContentService = ReturnType<typeof createContentService>;

/** Public folders under `/uploads` (served by the web-app plugin) for each kind of media. */
const FOLDER_PATHS: Record<MediaFolder, string> = {
  site: 'site/media',
  trips: 'trips',
  hotels: 'hotels/thumb',
  carriers: 'site/carriers',
};

const EMPTY_HOME: HomeContent = { partners: [], benefits: [], destinations: [], tours: [] };

/** Site settings and home-page sections as staff edit them, and the public images they point at. */
export function createContentService({
  db,
  uploadsDir,
  onChange,
}: {
  db: Db;
  uploadsDir: string;
  onChange: () => void;
}) {
  async function save(
    staff: AuthContext,
    key: 'general' | 'home',
    value: unknown,
    action: 'settings.update' | 'home.update',
  ) {
    await db.transaction(async (tx) => {
      const before = await repo.readSetting(tx, key);
      await repo.writeSetting(tx, key, value);
      await recordAudit(tx, {
        actorId: staff.user.id,
        action,
        entity: 'site_setting',
        entityId: key,
        before,
        after: value,
      });
    });
    onChange();
  }

  return {
    settings: async () => (await repo.readSetting<GeneralSettings>(db, 'general'))!,
    async saveSettings(staff: AuthContext, body: SiteSettingsBody) {
      await save(staff, 'general', body, 'settings.update');
      return (await repo.readSetting<GeneralSettings>(db, 'general'))!;
    },
    home: async () => (await repo.readSetting<HomeContent>(db, 'home')) ?? EMPTY_HOME,
    async saveHome(staff: AuthContext, body: HomeContentBody) {
      await save(staff, 'home', body, 'home.update');
      return (await repo.readSetting<HomeContent>(db, 'home'))!;
    },

    /**
     * A public image (logo, partner, destination, tour, hotel, carrier): checked by content, re-encoded as WebP
     * (transparency kept, metadata dropped), at most 1600 px, under a random name.
     */
    async storeMedia(staff: AuthContext, folder: MediaFolder, bytes: Buffer): Promise<Media> {
      if (bytes.length > MAX_UPLOAD_BYTES || !sniffImage(bytes))
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      const out = await decodeUpload(bytes, (image) =>
        image
          .rotate()
          .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer({ resolveWithObject: true }),
      );
      const file = `${randomBytes(12).toString('hex')}.webp`;
      const dir = path.join(uploadsDir, FOLDER_PATHS[folder]);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, file), out.data);
      const url = `/uploads/${FOLDER_PATHS[folder]}/${file}`;
      await recordAudit(db, {
        actorId: staff.user.id,
        action: 'media.upload',
        entity: 'media',
        entityId: url,
        after: { folder, bytes: out.data.length },
      });
      return { url, file, width: out.info.width, height: out.info.height };
    },
  };
}
