import { defineModule } from '../module';
import { backupsRoutes } from './backups.routes';
import { createBackupsService } from './backups.service';

/** The whole shop in one file, for the owner to download (`npm run backup` and `restore` share it). */
export const backupsModule = defineModule(
  'backups',
  async (app, { database, config }) => {
    const backups = createBackupsService({
      database,
      dataDir: config.dataDir,
      migrationsDir: config.migrationsDir,
    });
    await app.register(backupsRoutes, { backups });
  },
  { needs: ['auth'] },
);
