// Picture files in GridFS's layout (bucket `pictures`: `pictures.files` and `pictures.chunks` with
// files_id, n and the standard indexes), so GridFS tools and mongodb's GridFSBucket read them.
// Written and read here by `_id` only: GridFSBucket fetches a file's chunks with
// find({files_id}).sort({n}), which FerretDB 1.24 answers with a sequential scan of the whole
// chunks table and a sort in Go (explain: Seq Scan, sortPushdown false; test/picture-store.test.ts).
// So each chunk's `_id` is `{fileId}:{n}`, and a file's chunk count follows from its length.
import mongoose from 'mongoose';

const PICTURES_BUCKET = 'pictures';
const PICTURE_CHUNK_BYTES = 255 * 1024; // GridFS's default chunk size

interface PictureFileDoc {
  _id: string;
  length: number;
  chunkSize: number;
  uploadDate: Date;
  filename: string;
  metadata: { contentType: string; userId: number; width: number; height: number };
}

interface PictureChunkDoc {
  _id: string;
  files_id: string;
  n: number;
  data: mongoose.mongo.Binary | Buffer;
}

export interface PictureFile {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface PictureStore {
  /** Chunks first, then the file document, which makes the picture visible. */
  write(id: string, userId: number, picture: PictureFile, uploadedAt: Date): Promise<void>;
  /** The whole picture, or null when unknown or not (or no longer) complete. */
  read(id: string): Promise<PictureFile | null>;
  /** Who uploaded the picture; null when unknown. */
  ownerOf(id: string): Promise<number | null>;
  /** Chunks first, then the file document: a repeat after a crash finishes the job. */
  remove(id: string, chunks: number): Promise<void>;
}

export function chunkCount(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / PICTURE_CHUNK_BYTES));
}

const chunkId = (fileId: string, n: number) => `${fileId}:${n}`;
const range = (count: number) => Array.from({ length: count }, (_, n) => n);

export async function createPictureStore(conn: mongoose.Connection): Promise<PictureStore> {
  const db = conn.db;
  if (!db) throw new Error('the store connection is not open');
  const files = db.collection<PictureFileDoc>(`${PICTURES_BUCKET}.files`);
  const chunks = db.collection<PictureChunkDoc>(`${PICTURES_BUCKET}.chunks`);
  // GridFS's own indexes, for the tools that read the bucket the GridFS way.
  await chunks.createIndex({ files_id: 1, n: 1 }, { unique: true });
  await files.createIndex({ filename: 1, uploadDate: 1 });

  return {
    async write(id, userId, picture, uploadedAt) {
      const { data } = picture;
      await chunks.insertMany(
        range(chunkCount(data.length)).map((n) => ({
          _id: chunkId(id, n),
          files_id: id,
          n,
          data: data.subarray(n * PICTURE_CHUNK_BYTES, (n + 1) * PICTURE_CHUNK_BYTES),
        })),
      );
      await files.insertOne({
        _id: id,
        length: data.length,
        chunkSize: PICTURE_CHUNK_BYTES,
        uploadDate: uploadedAt,
        filename: id,
        metadata: {
          contentType: picture.contentType,
          userId,
          width: picture.width,
          height: picture.height,
        },
      });
    },
    async read(id) {
      const file = await files.findOne({ _id: id });
      if (!file) return null;
      const count = Math.max(1, Math.ceil(file.length / file.chunkSize));
      const parts = await Promise.all(range(count).map((n) => chunks.findOne({ _id: chunkId(id, n) })));
      if (parts.some((part) => !part)) return null;
      const data = Buffer.concat(
        parts.map((part) => {
          const bytes = part!.data;
          return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer);
        }),
      );
      if (data.length !== file.length) return null;
      const { contentType, width, height } = file.metadata;
      return { data, contentType, width, height };
    },
    async ownerOf(id) {
      const file = await files.findOne({ _id: id }, { projection: { 'metadata.userId': 1 } });
      return file?.metadata.userId ?? null;
    },
    async remove(id, count) {
      await Promise.all(range(count).map((n) => chunks.deleteOne({ _id: chunkId(id, n) })));
      await files.deleteOne({ _id: id });
    },
  };
}
