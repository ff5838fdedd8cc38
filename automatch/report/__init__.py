"""automatch.report"""
