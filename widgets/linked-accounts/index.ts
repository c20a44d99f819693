// <LinkedAccounts> is embedded by the account area (/account/linked-accounts) as well as the tag.
export { LinkedAccounts, type LinkedAccountsProps, SIGN_IN_TO_LINK, LOAD_FAILED } from './LinkedAccounts';
export { LinkPrompt, type LinkPromptProps, LINKED_ACCOUNTS_PATH, PROMPT_TITLE, PROMPT_TEXT } from './LinkPrompt';
export { createLinkingApi, type LinkingApi } from './api';
