import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { lockFilePath, repoRoot } from './paths.ts';

/** One package of package-lock.json's `packages`, as far as laying it out needs. */
interface LockedPackage {
  version?: string;
  integrity?: string;
  link?: boolean;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface Lockfile {
  packages: Record<string, LockedPackage>;
}

/** The packages a function ships beside its bundle, laid out as `npm ci` lays them out. */
export interface LambdaPackages {
  /** What the CDK writes as the folder's package.json: each package with its declared version. */
  dependencies: Record<string, string>;
  /** Lockfile paths (`node_modules/a/node_modules/b`) of every package installed, sorted. */
  paths: string[];
  /** Changes whenever any file of the folder would: the lockfile, the packages, their versions. */
  key: string;
}

const lockCache = new Map<string, { text: string; lock: Lockfile }>();
const readLock = (file: string) => {
  let cached = lockCache.get(file);
  if (!cached) {
    const text = readFileSync(file, 'utf8');
    cached = { text, lock: JSON.parse(text) as Lockfile };
    lockCache.set(file, cached);
  }
  return cached;
};

/** `node_modules/a/node_modules/@s/b` → `node_modules/a`; a workspace folder → its parent. */
const parentOf = (path: string): string => {
  const nested = path.match(/^(.*?)\/?node_modules\/(?:@[^/]+\/)?[^/]+$/);
  if (nested) return nested[1] ?? '';
  const up = posix.dirname(path);
  return up === '.' ? '' : up;
};

/** Node's lookup of `name` from the package at `from`, over the lockfile's paths. */
const resolveFrom = (lock: Lockfile, from: string, name: string): string | undefined => {
  for (let base = from; ; base = parentOf(base)) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === '') return undefined;
  }
};

/** The package.json the CDK reads a function's `nodeModules` versions from: the entry's own. */
const packageJsonOf = (entry: string): string => {
  for (let dir = dirname(entry); ; dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    try {
      lstatSync(candidate);
      return candidate;
    } catch {
      if (dirname(dir) === dir) throw new Error(`No package.json above ${entry}`);
    }
  }
};

/**
 * The packages `npm ci` installs beside a function's bundle when the CDK bundles it with
 * `nodeModules` (a package.json naming them, the repository's lockfile), found in that lockfile
 * instead: each named package and everything it needs, resolved as Node resolves them from the
 * entry's workspace. Optional dependencies count when installed here (npm skips the ones for
 * other platforms), as `npm ci` on this machine would.
 */
export const lambdaPackages = (entry: string, nodeModules: readonly string[]): LambdaPackages => {
  const { text, lock } = readLock(lockFilePath);
  const pkgJsonPath = packageJsonOf(entry);
  const pkgJson = JSON.parse(readFileSync(pkgJsonPath, 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const declared = {
    ...pkgJson.dependencies,
    ...pkgJson.devDependencies,
    ...pkgJson.peerDependencies,
  };
  const workspace = relative(repoRoot, dirname(pkgJsonPath)).split('\\').join('/');
  const found = new Set<string>();
  const visit = (from: string, name: string, required: boolean) => {
    const path = resolveFrom(lock, from, name);
    // An optional one npm skipped here (another platform's build) is skipped, as `npm ci` would.
    if (!path || !existsSync(join(repoRoot, path))) {
      if (required) throw new Error(`${name} (needed from ${from || 'the root'}) is not installed`);
      return;
    }
    if (found.has(path)) return;
    const pkg = lock.packages[path];
    if (!pkg || pkg.link) throw new Error(`${path} is a link, not a package the function can ship`);
    found.add(path);
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(path, dep, true);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(path, dep, false);
    for (const dep of Object.keys(pkg.peerDependencies ?? {})) {
      visit(path, dep, !pkg.peerDependenciesMeta?.[dep]?.optional);
    }
  };
  const dependencies: Record<string, string> = {};
  for (const name of nodeModules) {
    visit(workspace, name, true);
    const installed = lock.packages[resolveFrom(lock, workspace, name) ?? '']?.version;
    dependencies[name] = declared[name] ?? installed ?? '*';
  }
  const paths = [...found].sort();
  const hash = createHash('sha256').update(text).update(JSON.stringify(dependencies));
  for (const path of paths) {
    const pkg = lock.packages[path];
    hash.update(`${path}@${pkg?.version}:${pkg?.integrity}\n`);
  }
  return { dependencies, paths, key: hash.digest('hex') };
};

/** Where a lockfile path lands in the function's folder: its workspace prefix dropped. */
const targetOf = (path: string): string => path.slice(path.indexOf('node_modules/'));

/** Hard links a tree of files (copies across file systems), symlinks kept as they are. */
const linkTree = (from: string, to: string): void => {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
};

/**
 * Lays the packages out in `dir` beside the bundle, as the CDK's bundling leaves them after its
 * `npm ci`: package.json naming them, the lockfile, `node_modules/` with each package where npm
 * puts it and the `.bin` links of their commands. Files are hard links into the repository's own
 * node_modules (nothing downloaded, nothing copied); only npm's own index of what it installed
 * (`node_modules/.package-lock.json`) is left out, which nothing loads at run time.
 */
export const writeLambdaPackages = (dir: string, packages: LambdaPackages): void => {
  const { lock } = readLock(lockFilePath);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies: packages.dependencies }));
  copyFileSync(lockFilePath, join(dir, 'package-lock.json'));
  const targets = new Set<string>();
  for (const path of packages.paths) {
    const target = targetOf(path);
    if (targets.has(target)) throw new Error(`Two packages would land in ${target}`);
    targets.add(target);
    linkTree(join(repoRoot, path), join(dir, target));
  }
  for (const path of packages.paths) {
    const bin = lock.packages[path]?.bin;
    if (!bin) continue;
    const target = targetOf(path);
    const name = target.replace(/^.*node_modules\//, '');
    const binDir = join(dir, target.slice(0, target.length - name.length), '.bin');
    const commands = typeof bin === 'string' ? { [name.replace(/^@[^/]+\//, '')]: bin } : bin;
    mkdirSync(binDir, { recursive: true });
    for (const [command, file] of Object.entries(commands)) {
      symlinkSync(posix.join('..', name, posix.normalize(file)), join(binDir, command));
    }
  }
};
