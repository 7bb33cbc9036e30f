// The archive's files: a SHA-256 and a CSV record count of the bytes that pass (as they are written or read back), a
// file's first line (its CSV header), and a sink for a stream read only to be hashed.

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Transform, type TransformCallback, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** SHA-256 of the bytes that pass, and the CSV records among them (newlines outside quotes). */
export class Digest extends Transform {
  private readonly hash = createHash('sha256')
  private quoted = false
  records = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk)
    for (const byte of chunk) {
      if (byte === 0x22) this.quoted = !this.quoted
      else if (byte === 0x0a && !this.quoted) this.records += 1
    }
    done(null, chunk)
  }

  hex(): string {
    return this.hash.copy().digest('hex')
  }
}

/** The CSV header: the columns in the file's order (the table's may have grown since). */
export async function firstLine(path: string): Promise<string> {
  const file = await open(path)
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(65_536), 0, 65_536, 0)
    return buffer.subarray(0, bytesRead).toString('utf8').split('\n', 1)[0]
  } finally {
    await file.close()
  }
}

export async function fileDigest(path: string): Promise<Digest> {
  const digest = new Digest()
  await pipeline(createReadStream(path), digest, nowhere())
  return digest
}

export const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done()
    },
  })
