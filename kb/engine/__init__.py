"""Game-agnostic machinery: result types, the check registry, and the engines (negation
chain, prevention, hidden declarations, timing windows). Games only declare parameters."""
