"""automatch.model"""
