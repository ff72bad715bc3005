/**
 * What other modules use of agency applications (decision 074): registration writes one (`auth`), the back
 * office lists and decides them (`admin/people`). The queries themselves stay in this module's repository.
 */
export {
  decideApplication,
  findApplication,
  findApplicationOfAccount,
  insertApplication,
  listApplications,
  makeAgency,
  type AgencyApplicationRow,
  type ListedApplication,
} from './applications.repository.js';
