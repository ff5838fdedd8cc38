"""automatch.cli"""
