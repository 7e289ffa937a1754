import type { HierarchyField } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import type { useFormPlaces } from '../api/places';
import { choosePlace, MAIN_LEVELS, shownLevels } from '../formValues';
import { FilesInput } from './FilesInput';
import { PlaceSelect } from './PlaceSelect';
import type { StepProps } from './stepProps';

/** "More details", closed at first: the place's finer levels the plant uses, and related files. */
export function MoreDetails({
  values,
  set,
  errors,
  places,
  onBusy,
}: StepProps & { places: ReturnType<typeof useFormPlaces>; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('shopFloor');
  const onChange = (field: HierarchyField, id: string | undefined) =>
    set((v) => ({ ...v, places: choosePlace(v.places, field, id) }));
  const levels = shownLevels(places.data?.data, values.places).filter((l) => !MAIN_LEVELS.includes(l.field));
  const hasError = levels.some((l) => errors[l.field]) || !!errors.filesRelated;
  return (
    <details className="sf-card sf-more" open={hasError || undefined} data-testid="more-details">
      <summary>
        <span>
          {t('form.more')}
          <span className="sf-help" style={{ display: 'block', fontWeight: 400, margin: 0 }}>
            {t('form.moreHint')}
          </span>
        </span>
      </summary>
      {levels.map((level) => (
        <PlaceSelect
          key={level.field}
          level={level}
          value={values.places[level.field]}
          error={errors[level.field]}
          onChange={onChange}
        />
      ))}
      <FilesInput
        value={values.filesRelated}
        onChange={(next) => set((v) => ({ ...v, filesRelated: next(v.filesRelated) }))}
        onBusy={onBusy}
        error={errors.filesRelated}
      />
    </details>
  );
}
