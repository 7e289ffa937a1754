import { IDEA_HIERARCHY, type RefOutput } from '@fikra/shared';
import { Alert, type FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/i18n';
import { useQrPlace } from '../api/resolveQr';

/**
 * A form opened from a poster (`?qr=<token>`) starts at the poster's place. Returns the place's field values
 * (to restore after the form is cleared) and a banner that says where the idea will be filed, or that the
 * code is out of date and the place must be chosen by hand.
 */
export function useQrPrefill(form: FormInstance) {
  const { t } = useTranslation('ideaForm');
  const notify = useNotify();
  const [params] = useSearchParams();
  const token = params.get('qr');
  const place = useQrPlace(token);
  const values = useMemo(
    () => Object.fromEntries(Object.entries(place.data?.data ?? {}).map(([field, ref]) => [field, ref._id])),
    [place.data],
  );
  useEffect(() => {
    if (Object.keys(values).length) form.setFieldsValue(values);
  }, [form, values]);

  const refs = IDEA_HIERARCHY.map((l) => place.data?.data[l.field]).filter((r): r is RefOutput => !!r);
  const banner = !token ? null : place.error ? (
    <Alert type="warning" showIcon className="idea-form-result" data-testid="qr-stale" title={notify.apiErrorText(place.error)} />
  ) : refs.length ? (
    <Alert
      type="info"
      showIcon
      className="idea-form-result"
      data-testid="qr-place"
      title={t('form.qrPlace')}
      description={refs.map((r) => localName(r.name)).join(' › ')}
    />
  ) : null;
  return { values, banner };
}
