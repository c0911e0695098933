import { type Readable, Transform } from 'node:stream';
import { attachmentMessages } from '@advance/contracts';
import { DomainError } from '../errors';
import { createFileTypeSniffer } from './detect-file-type';

export interface CheckedStream {
  /** The bytes, passed through as they come; errors with a DomainError on a refusal. */
  stream: Readable;
  /** Size and detected type; only valid once `stream` has ended without error. */
  result: () => { fileSize: number; fileType: string };
}

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', attachmentMessages.tooLarge);
const typeNotAllowed = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', attachmentMessages.typeNotAllowed);

/**
 * Counts and sniffs an upload while it streams to storage: past the size limit, or as soon
 * as the bytes cannot be an allowed type, the stream fails and the driver keeps nothing.
 * The source is piped, not pipelined, so a refusal does not destroy the client's request:
 * the transport can still answer it.
 */
export function checkUploadStream(
  source: Readable,
  options: { maxBytes: number; declaredType: string | undefined },
): CheckedStream {
  const sniffer = createFileTypeSniffer({ declaredType: options.declaredType });
  let fileSize = 0;
  let fileType: string | null = null;

  const checker = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      fileSize += chunk.length;
      if (fileSize > options.maxBytes) return callback(tooLarge());
      if (!sniffer.push(chunk)) return callback(typeNotAllowed());
      callback(null, chunk);
    },
    flush(callback) {
      if (fileSize === 0)
        return callback(new DomainError('BAD_REQUEST', attachmentMessages.emptyFile));
      fileType = sniffer.finish();
      callback(fileType ? null : typeNotAllowed());
    },
  });

  const stop = (error: Error) => {
    source.unpipe(checker);
    checker.destroy(error);
  };
  source.on('error', stop);
  // A client that goes away mid-upload must not leave a half file behind.
  source.on('close', () => {
    if (!source.readableEnded) stop(new Error('Upload aborted by the client'));
  });
  checker.on('error', () => source.unpipe(checker));
  source.pipe(checker);

  return {
    stream: checker,
    result: () => {
      if (!fileType) throw new Error('Upload stream has not finished');
      return { fileSize, fileType };
    },
  };
}
