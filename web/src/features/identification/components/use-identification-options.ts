import { useEffect, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { identificationOptions, type IdentificationOptions } from '../api/identification.api';

const NONE: IdentificationOptions = {
  identificationTypes: [],
  credentialTypes: [],
  reasons: [],
  companies: [],
};

/** The catalogues and companies the identification screens pick from (loaded once per screen). */
export function useIdentificationOptions(): IdentificationOptions {
  const [options, setOptions] = useState<IdentificationOptions>(NONE);
  useEffect(() => {
    identificationOptions().then(setOptions, notifyError);
  }, []);
  return options;
}
