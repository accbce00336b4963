import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { FILE_URL_PREFIX } from './common-types';
import type { UploadResult } from './uploads-types';

export const uploadResultSchema = z.strictObject({ url: z.string().startsWith(FILE_URL_PREFIX) });
type _UploadResultAgrees = Assert<SameShape<z.infer<typeof uploadResultSchema>, UploadResult>>;
