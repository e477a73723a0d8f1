#!/usr/bin/env node
// Loads every document a new project starts with into Firestore: the sample tours, hotels, bookings, articles,
// flights, Hotel Aster's profile and rooms, the operator's settings and the e-mail templates (seed/data).
// Creates only what is missing (never overwrites without --force), and says what it did.

import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { loadEnv } from 'vite';
import { connectAdmin, demoProjectId, importTypeScript, repoRoot, runCommand, UsageError } from './firebase-cli.mjs';

const usage = `Usage:
  npm run seed -- --emulator [--project <demo-id>] [--force]
      Seeds the Firestore emulator at FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080),
      project ${demoProjectId} unless --project says otherwise.
  npm run seed -- --project <id> [--force] [--with-images [--bucket <name>]]
      Seeds the hosted project with the service account in GOOGLE_APPLICATION_CREDENTIALS.

  --force         overwrite documents (and images) that already exist
  --with-images   copy the referenced sample images from public/images to Storage (hosted only) and point
                  the seeded documents at the copies; without it they point at /images/..., which
                  Hosting serves from the build
  --bucket        Storage bucket (default: VITE_FIREBASE_STORAGE_BUCKET from .env.local, else <id>.firebasestorage.app)`;

const contentTypes = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      emulator: { type: 'boolean', default: false },
      project: { type: 'string' },
      force: { type: 'boolean', default: false },
      'with-images': { type: 'boolean', default: false },
      bucket: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { help: true };
  if (values.emulator) {
    if (values['with-images']) throw new UsageError('--with-images needs a hosted project: no Storage emulator runs here.');
    return { ...values, hosted: false, projectId: values.project ?? process.env.GCLOUD_PROJECT ?? demoProjectId };
  }
  if (!values.project) throw new UsageError('Say where to seed: --emulator or --project <id>.');
  // firebase-admin would quietly write to the emulator instead of the project the command names.
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    throw new UsageError(
      `FIRESTORE_EMULATOR_HOST is set (${process.env.FIRESTORE_EMULATOR_HOST}): add --emulator, or unset it to seed ${values.project}.`,
    );
  }
  return { ...values, hosted: true, projectId: values.project };
}

const productionEnv = () => loadEnv('production', repoRoot, 'VITE_');

function defaultBucket(projectId) {
  return productionEnv().VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.firebasestorage.app`;
}

/** The live site's origin, as the build reads it (vite.config.ts): the e-mails link to My bookings there. */
function siteUrl() {
  return (productionEnv().VITE_SITE_URL || process.env.VITE_SITE_URL || 'https://himalayanaster.in').replace(/\/+$/, '');
}

/**
 * Copies each referenced site image (`/images/tours/x.webp`) to `images/seed_tours-x.webp`: one level under
 * images/, which is all storage.rules lets anyone read. Returns the public URL of each copy by site path.
 */
async function copyImagesToStorage(app, bucketName, sitePaths, force) {
  const bucket = getStorage(app).bucket(bucketName);
  const urls = new Map();
  for (const sitePath of sitePaths) {
    const localFile = join(repoRoot, 'public', sitePath);
    if (!existsSync(localFile))
      throw new Error(`${localFile} is missing: the sample images are part of the repo's public/ folder.`);
    const objectName = `images/seed_${sitePath.slice('/images/'.length).replaceAll('/', '-')}`;
    const file = bucket.file(objectName);
    const [exists] = await file.exists().catch((error) => {
      if (error?.code === 404)
        throw new Error(`Storage bucket ${bucketName} not found: create Storage in the console, or pass --bucket <name>.`);
      throw error;
    });
    if (exists && !force) {
      console.log(`skipped  gs://${bucketName}/${objectName}`);
    } else {
      await bucket.upload(localFile, {
        destination: objectName,
        metadata: {
          contentType: contentTypes[extname(localFile)] ?? 'application/octet-stream',
          cacheControl: 'public, max-age=86400',
        },
      });
      console.log(`${exists ? 'written' : 'created'}  gs://${bucketName}/${objectName}`);
    }
    // Readable without a download token because storage.rules allows anyone to read images/.
    urls.set(sitePath, `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/${encodeURIComponent(objectName)}?alt=media`);
  }
  return urls;
}

async function main() {
  const options = readOptions();
  if (options.help) return console.log(usage);
  if (!options.hosted) process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';

  const { sampleDocuments, referencedImages, seedFirestore } = await importTypeScript('seed/scripts/seed-firestore.ts');
  const bucketName = options['with-images'] ? (options.bucket ?? defaultBucket(options.projectId)) : undefined;
  const app = connectAdmin({ projectId: options.projectId, hosted: options.hosted, storageBucket: bucketName });
  const target = options.hosted
    ? `project ${options.projectId}`
    : `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (project ${options.projectId})`;
  console.log(`Seeding ${target}${options.force ? ', overwriting existing data (--force)' : ''}.`);

  try {
    let imageUrl;
    if (bucketName) {
      const urls = await copyImagesToStorage(app, bucketName, referencedImages(), options.force);
      imageUrl = (sitePath) => urls.get(sitePath) ?? sitePath;
    }
    const documents = sampleDocuments({ siteUrl: siteUrl(), imageUrl, bucket: bucketName });

    const db = getFirestore(app);
    const results = await seedFirestore(db, documents, { force: options.force });
    for (const { outcome, path } of results) console.log(`${outcome.padEnd(8)} ${path}`);
    const counts = ['created', 'written', 'skipped'].map((outcome) => [
      outcome,
      results.filter((result) => result.outcome === outcome).length,
    ]);
    const summary = counts
      .filter(([, n]) => n > 0)
      .map(([outcome, n]) => `${n} ${outcome}`)
      .join(', ');
    const anySkipped = counts.some(([outcome, n]) => outcome === 'skipped' && n > 0);
    console.log(`Done: ${summary}.${anySkipped ? ' Skipped documents were there already; --force overwrites them.' : ''}`);
  } finally {
    // Open gRPC channels would keep the process alive after a failure.
    await deleteApp(app);
  }
}

await runCommand(main, usage);
