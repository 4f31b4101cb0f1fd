/**
 * Tokens and zones, the data model of the thesis's game system: an immutable {@link
 * arcade.api.zones.Placement} keeps every token in exactly one zone. Optional; pure Java.
 */
package arcade.api.zones;
