import { DEFAULT_CURRENCY, type PlantSettings, type PlantSettingsBody } from '@fikra/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { invalidate, queryKeys } from '../lib/queryKeys';

/** The plant's settings (GET /v1/plant-settings): the menu, the dashboard and the settings page read them. */
export const getPlantSettings = () => api.get<PlantSettings>('/plant-settings');

export const usePlantSettings = (enabled = true) =>
  useQuery({ queryKey: [...queryKeys.plantSettings], queryFn: getPlantSettings, enabled, staleTime: 60_000 });

/** The plant's currency, EGP until the settings arrive. */
export const usePlantCurrency = () => usePlantSettings().data?.currency ?? DEFAULT_CURRENCY;

export function useSavePlantSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlantSettingsBody) => api.put<PlantSettings>('/plant-settings', body),
    onSuccess: () => invalidate(client, queryKeys.plantSettings, queryKeys.records),
  });
}
