import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { MapService } from '../../../application/ports/route-map.port';
import { MAP_MESSAGES, scriptFailedText } from '../../../domain/trip/trip-route';

/**
 * The maps service's code did not download: 'Failed to load' and the service's name, then the
 * advice to check the API key and network. A service that needs no key is not sent to check one.
 */
export function MapScriptFailed({ service }: { service: MapService }) {
  return (
    <Alert severity="error">
      <AlertTitle>{scriptFailedText(service.name)}</AlertTitle>
      {service.usesApiKey ? MAP_MESSAGES.scriptAdvice : MAP_MESSAGES.scriptAdviceWithoutKey}
    </Alert>
  );
}
