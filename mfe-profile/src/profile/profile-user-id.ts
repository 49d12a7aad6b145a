// The :userId of /users/:userId as the contract's user id (a positive whole number), or undefined
// for anything else, which the page shows as 'User not found' without asking the server.
export function profileUserId(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
