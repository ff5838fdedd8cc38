"""automatch.ir"""
