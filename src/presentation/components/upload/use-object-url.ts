import { useEffect, useState } from 'react';
import type { UploadFile } from '../../../domain/shared/upload';

/** A local address for a picked file, to preview it; revoked when the file changes or the view goes. */
export function useObjectUrl(file: UploadFile | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof Blob)) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
