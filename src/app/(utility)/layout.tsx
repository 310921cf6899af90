// The utility pages (form review, newsletter links) wear the public frame too.
export { default } from "../(site)/layout";
