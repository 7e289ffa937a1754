import { type HierarchyField, IDEA_HIERARCHY } from '@fikra/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/apiErrorText';
import { currentLanguage, localName } from '../../../lib/i18n';
import { placeSeparator } from '../../../lib/numbers';
import type { useFormPlaces } from '../api/places';
import { choosePlace, MAIN_LEVELS, shownLevels } from '../formValues';
import { PlaceSelect } from './PlaceSelect';
import type { StepProps } from './stepProps';

/**
 * "Where" (issue 28): from a poster, the place reads as a sentence with "change"; otherwise the location of the
 * idea and the specific location, each shown once the level above is chosen and only when the plant uses it.
 */
export function WhereStep({
  values,
  set,
  errors,
  places,
  qr,
}: StepProps & {
  places: ReturnType<typeof useFormPlaces>;
  /** the poster's place when the form was opened from one, or its error */
  qr: { names: { field: HierarchyField; name: { en: string; ar: string } }[]; error: unknown } | null;
}) {
  const { t } = useTranslation('shopFloor');
  const [changing, setChanging] = useState(false);
  const onChange = (field: HierarchyField, id: string | undefined) =>
    set((v) => ({ ...v, places: choosePlace(v.places, field, id) }));
  const levels = shownLevels(places.data?.data, values.places).filter((l) => MAIN_LEVELS.includes(l.field));
  const fromPoster = qr && qr.names.length > 0 && !changing;
  return (
    <section className="sf-card" aria-labelledby="step-where">
      <h2 className="sf-h2" id="step-where">
        <span className="sf-step" aria-hidden="true">
          2
        </span>
        {t('form.steps.where')}
      </h2>
      {qr?.error ? (
        <p className="sf-notice sf-warn" role="status" data-testid="qr-stale">
          {apiErrorText(t, qr.error)}
        </p>
      ) : null}
      {fromPoster ? (
        <p className="sf-place-line" data-testid="qr-place">
          <span>{t('form.placeIs')}</span>
          <strong>
            {IDEA_HIERARCHY.flatMap((l) => qr.names.filter((n) => n.field === l.field))
              .map((n) => localName(n.name))
              .join(placeSeparator(currentLanguage()))}
          </strong>
          <button type="button" className="sf-linkbutton" onClick={() => setChanging(true)} data-testid="qr-change">
            {t('form.change')}
          </button>
        </p>
      ) : (
        levels.map((level) => (
          <PlaceSelect
            key={level.field}
            level={level}
            value={values.places[level.field]}
            required
            error={errors[level.field]}
            onChange={onChange}
          />
        ))
      )}
      {fromPoster && (errors.factoryBusinessUnit || errors.areaSection) && (
        <p className="sf-error">{errors.factoryBusinessUnit ?? errors.areaSection}</p>
      )}
    </section>
  );
}
