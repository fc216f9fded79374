export {
  DividendContractPage,
  HourContractPage,
  SalaryContractPage,
} from './components/contract-page';
