"""automatch.arch"""
