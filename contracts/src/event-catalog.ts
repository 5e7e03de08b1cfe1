import { ACCESS_EVENTS } from './access/access.events';
import { ACCESS_RULES_EVENTS } from './access/access-rules.events';
import { ATTENDANCE_EVENTS } from './attendance/attendance.events';
import { ACCREDITATION_EVENTS } from './accreditation/accreditation.events';
import { DEMOBILIZATION_EVENTS } from './accreditation/demobilization.events';
import { BULK_EVENTS } from './accreditation/bulk.events';
import { ADMINISTRATION_EVENTS } from './administration/admin.events';
import { CATALOG_ITEM_REGISTRY } from './catalogs/catalog-item.events';
import { IDENTITY_EVENTS } from './identity/identity.events';
import { LODGING_EVENTS } from './lodging/lodging.events';
import { IDENTIFICATION_EVENTS } from './identification/identification.events';
import { EventCatalog } from './shared/event-registry';
import { REQUIREMENTS_EVENTS } from './requirements/requirements.events';
import { SYSTEM_EVENTS } from './system/client-parameters.events';
import { TRANSPORT_EVENTS } from './transport/transport.events';
import { VISIT_EVENTS } from './accreditation/visit.events';
import { VEHICLE_ACCREDITATION_EVENTS } from './accreditation/vehicle-request.events';

/** Every context's event registry: the one place the store's read path upcasts and the command runner checks. */
export const EVENT_CATALOG = new EventCatalog([
  ACCESS_EVENTS,
  ACCESS_RULES_EVENTS,
  ACCREDITATION_EVENTS,
  ATTENDANCE_EVENTS,
  DEMOBILIZATION_EVENTS,
  ADMINISTRATION_EVENTS,
  CATALOG_ITEM_REGISTRY,
  IDENTITY_EVENTS,
  LODGING_EVENTS,
  REQUIREMENTS_EVENTS,
  TRANSPORT_EVENTS,
  SYSTEM_EVENTS,
  BULK_EVENTS,
  VISIT_EVENTS,
  VEHICLE_ACCREDITATION_EVENTS,
  IDENTIFICATION_EVENTS,
]);
