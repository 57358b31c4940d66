import { useState } from 'react';
import { useLogoUrl } from '../api/get-logo-url';

const DEFAULT_LOGO = '/logo.svg';

/** A booth's logo; the default image when there is none or it fails to load (spec 1 §2.5). */
export const BoothLogo = ({ imageKey, name }: { imageKey: string | null; name: string }) => {
  const url = useLogoUrl(imageKey);
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && failed !== url ? url : DEFAULT_LOGO;
  return <img className="booth-logo" src={src} alt={`${name} logo`} onError={() => setFailed(url)} data-testid="booth-logo" />;
};
