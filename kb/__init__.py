"""Executable rules knowledge graph."""
