"""automatch.analyses"""
