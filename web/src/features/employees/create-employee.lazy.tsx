// The employee create dialog as its own lazy chunk (with the employees texts), for screens of other
// features that offer it, like the accounting overview's plus button (spec 1 §2.6).
import './texts';

export { CreateEmployeeDialog as default } from './components/create-employee-dialog';
