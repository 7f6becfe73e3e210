import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];
/** Emscripten's FS.chmod; a path, or a node of its own file system. */
type Chmod = (path: string | object, mode: number, dontFollow?: boolean) => void;

/**
 * PGlite's files on disk, readable by the shop's user alone. PostgreSQL makes its files 0600
 * by setting a umask of 077 at start; the WebAssembly file system ignores the process umask
 * and sets each new file's mode itself (0666 for the ones opened with fopen, and for all
 * files of a new database), so every mode it sets loses the group's and others' bits here.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(
    pg: Parameters<NodeFS['init']>[0],
    options: EmscriptenOptions,
  ): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(pg, options);
    const keepPrivate = (module: PostgresModule) => {
      const chmod = (module.FS.chmod as Chmod).bind(module.FS);
      module.FS.chmod = ((path, mode, dontFollow) => chmod(path, mode & ~0o077, dontFollow)) satisfies Chmod;
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), keepPrivate] } };
  }
}
