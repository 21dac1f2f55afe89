import { n as notificationChannelOf, s as notificationStreamEvent } from "./notifications-wxZYJm6T.js";
import { Transmit } from "@adonisjs/transmit-client";
export { Transmit, notificationChannelOf, notificationStreamEvent };
