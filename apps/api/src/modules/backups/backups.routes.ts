import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentResponse, fileBody } from '../../plugins/api-document';
import { ownerRequired } from '../../plugins/auth';
import type { BackupsService } from './backups.service';

export interface BackupsRoutesOptions {
  backups: BackupsService;
}

/** The owner's "Unduh cadangan": the same file `npm run backup` writes. */
export const backupsRoutes: FastifyPluginAsyncZod<BackupsRoutesOptions> = async (
  app,
  { backups },
) => {
  app.get(
    '/admin/backup',
    {
      schema: {
        summary: 'Download a backup of the whole shop',
        operationId: 'adminDownloadBackup',
        ...ownerRequired,
        description:
          'The whole shop (every table and uploaded picture) as one gzipped tar, for `npm run restore`.',
        response: {
          200: contentResponse(
            'The backup file, named `dapur-cadangan-YYYY-MM-DD.tar.gz`.',
            { 'application/gzip': fileBody },
            {
              'Content-Disposition': {
                type: 'string',
                description: 'attachment; filename="dapur-cadangan-YYYY-MM-DD.tar.gz"',
              },
            },
          ),
        },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const { stream } = await backups.archive(now);
      return (
        reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${backups.fileName(now)}"`)
          // It holds every account's password hash: no cache may keep a copy.
          .header('cache-control', 'no-store')
          .send(stream)
      );
    },
  );
};
