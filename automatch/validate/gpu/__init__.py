"""automatch.validate.gpu: the GPU validation (issue 13): the CUDA ports, their sizes and builds, the run, the split and the report."""
