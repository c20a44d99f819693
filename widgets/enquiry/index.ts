export { Enquiry, type EnquiryProps, ENQUIRY_FAILED, ENQUIRY_SENT, enquiryThanks } from './Enquiry';
export { createEnquiryApi, type EnquiryApi } from './api';
