import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { announceServer } from './running-server.js';
import { stageBackup, type BackupSource } from './stage-backup.js';

export const backupPath = '/internal/backup';

/**
 * `POST /internal/backup`: the running shop makes the backup itself, as it alone may read its
 * PGlite directory. Only a caller on the same machine holding the token of DATA_DIR/server.json
 * gets an answer (the archive, streamed); anyone else is told there is nothing here.
 * `announce` writes that file once the server listens; what it answers removes it.
 */
export function offerBackups(app: FastifyInstance, source: BackupSource) {
  const token = randomBytes(32).toString('base64url');

  app.post(backupPath, async (request, reply) => {
    if (!fromThisMachine(request) || !holdsToken(request, token)) throw new HttpError(404, 'Not found');
    const staged = await stageBackup(source);
    const file = path.join(staged.folder, 'backup.tar.gz');
    try {
      await staged.writeArchive(file);
    } catch (error) {
      await staged.dispose();
      throw error;
    }
    const archive = createReadStream(file);
    archive.once('close', () => void staged.dispose());
    request.log.info({ manifest: staged.manifest }, 'backup sent');
    return reply.type('application/gzip').header('cache-control', 'no-store').send(archive);
  });

  return {
    announce: () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return announceServer(source.dataDir, { host: reachableHost(app.server.address()), port, token });
    },
  };
}

function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  return Boolean(remoteAddress) && remoteAddress === localAddress;
}

function holdsToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where a process on this machine reaches the server: loopback when it listens everywhere. */
function reachableHost(address: ReturnType<FastifyInstance['server']['address']>): string {
  if (!address || typeof address === 'string') return '127.0.0.1';
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
}
